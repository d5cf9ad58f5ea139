import { describeBackofficeTexts } from '../../../testing/describe-texts';
import { vouchersFeature } from '../index';

describeBackofficeTexts(vouchersFeature.id, vouchersFeature.messages);
