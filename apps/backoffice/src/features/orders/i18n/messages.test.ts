import { describeBackofficeTexts } from '../../../testing/describe-texts';
import { ordersFeature } from '../index';

describeBackofficeTexts(ordersFeature.id, ordersFeature.messages);
