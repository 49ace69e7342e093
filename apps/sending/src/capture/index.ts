export { CaptureSmtpServer } from './capture-smtp.server';
export type { CaptureSmtpAddress, CaptureSmtpServerOptions } from './capture-smtp.server';
export { CaptureStore } from './capture-store';
export type { CapturedMessage } from './capture-store';
export { InMemoryCaptureStore } from './in-memory-capture.store';
