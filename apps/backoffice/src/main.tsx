import './styles.css';
import { startBackoffice } from './app/start-backoffice';

startBackoffice({ apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/' });
