import { describeFeatureTexts } from '../../../testing/feature-texts';

describeFeatureTexts('cart', import.meta.glob('./*-*.ts', { eager: true, import: 'default' }));
