import { describeFeatureTexts } from '../../../../testing/feature-texts';

describeFeatureTexts(
  'catalog/product-page',
  import.meta.glob('./*-*.ts', { eager: true, import: 'default' }),
);
