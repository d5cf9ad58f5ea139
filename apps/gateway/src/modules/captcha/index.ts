// The captcha module's front door: the challenge route, and the check the protected forms run.
export { registerCaptchaRoutes } from './captcha.routes';
export { CAPTCHA_RULES, createCaptchaService } from './captcha.service';
export type { CaptchaService } from './captcha.service';
