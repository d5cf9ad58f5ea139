import { describeFeatureTexts } from '../../../testing/feature-texts';

describeFeatureTexts('wishlist', import.meta.glob('./*-*.ts', { eager: true, import: 'default' }));
