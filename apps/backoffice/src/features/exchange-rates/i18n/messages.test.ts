import { describeBackofficeTexts } from '../../../testing/describe-texts';
import { exchangeRatesFeature } from '../index';

describeBackofficeTexts(exchangeRatesFeature.id, exchangeRatesFeature.messages);
