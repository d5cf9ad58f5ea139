import { addEveryLanguageErrorTexts } from './error-texts';

addEveryLanguageErrorTexts();
