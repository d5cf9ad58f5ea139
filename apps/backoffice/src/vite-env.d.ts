/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the gateway answers when it is not the origin that serves this app (development). */
  readonly VITE_API_BASE_URL?: string;
}
