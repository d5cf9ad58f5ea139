import { describeBackofficeTexts } from '../../../testing/describe-texts';
import { refundsFeature } from '../index';

describeBackofficeTexts(refundsFeature.id, refundsFeature.messages);
