import { describeFeatureTexts } from '../../../testing/feature-texts';

describeFeatureTexts('inquiries', import.meta.glob('./*-*.ts', { eager: true, import: 'default' }));
