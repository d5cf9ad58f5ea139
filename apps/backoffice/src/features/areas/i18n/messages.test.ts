import { describeBackofficeTexts } from '../../../testing/describe-texts';
import { areasFeature } from '../index';

describeBackofficeTexts(areasFeature.id, areasFeature.messages);
