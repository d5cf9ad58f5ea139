import { describeFeatureTexts } from '../../../testing/feature-texts';

describeFeatureTexts('orders', import.meta.glob('./*-*.ts', { eager: true, import: 'default' }));
