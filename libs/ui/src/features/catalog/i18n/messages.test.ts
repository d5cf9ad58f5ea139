import { describeFeatureTexts } from '../../../testing/feature-texts';

describeFeatureTexts('catalog', import.meta.glob('./*-*.ts', { eager: true, import: 'default' }));
