import { describeFeatureTexts } from '../../../testing/feature-texts';

describeFeatureTexts('checkout', import.meta.glob('./*-*.ts', { eager: true, import: 'default' }));
