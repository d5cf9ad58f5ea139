import { describeFeatureTexts } from '../../../testing/feature-texts';
import arSA from './ar-SA';
import enUS from './en-US';
import idID from './id-ID';
import kkKZ from './kk-KZ';
import ruRU from './ru-RU';
import thTH from './th-TH';

describeFeatureTexts('inquiries', {
  'en-US': enUS,
  'id-ID': idID,
  'th-TH': thTH,
  'kk-KZ': kkKZ,
  'ru-RU': ruRU,
  'ar-SA': arSA,
});
