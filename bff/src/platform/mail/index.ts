export { createMailer, OutboxMailer, SmtpMailer, type Mailer, type MailMessage } from './mail';
