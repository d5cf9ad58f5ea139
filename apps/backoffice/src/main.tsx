// First: before any schema is built (CSP without eval, decision 230).
import '@storefront/api/zod-without-eval';
import './styles.css';
import { startBackoffice } from './app/start-backoffice';

startBackoffice({ apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/' });
