import '@testing-library/jest-dom/vitest';
import { addEveryLanguageErrorTexts } from '@storefront/api/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The field-error texts of every language, as the apps add them with their locales.
addEveryLanguageErrorTexts();
afterEach(() => cleanup());
