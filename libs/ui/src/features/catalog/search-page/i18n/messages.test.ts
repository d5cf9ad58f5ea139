import { describeFeatureTexts } from '../../../../testing/feature-texts';

describeFeatureTexts(
  'catalog/search-page',
  import.meta.glob('./*-*.ts', { eager: true, import: 'default' }),
);
