// A real SMTP peer for the end-to-end journeys: the site under test mails its codes here over
// SMTP (SMTP_URL=smtp://127.0.0.1:<SMTP port>), and the journeys read what arrived through a
// small HTTP window on loopback. Started by Playwright as a web server of its own, before the
// site, and stopped with it.
//
//   MAIL_PEER_SMTP_PORT (default 3125)  where the site delivers
//   MAIL_PEER_HTTP_PORT (default 3126)  GET /health, GET /mails?to=<address> (newest last)
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_PEER_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.MAIL_PEER_HTTP_PORT ?? 3126);

/** Every mail received, parsed: recipients in lower case, subject and plain text. */
const mails = [];

const smtp = new SMTPServer({
  // Plain SMTP on loopback: no TLS, no login, as a development mail catcher would be.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      },
      (error) => {
        callback(error);
      },
    );
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') {
    response.end(JSON.stringify({ status: 'ok', mails: mails.length }));
    return;
  }
  if (url.pathname === '/mails' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    response.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
    return;
  }
  response.statusCode = 404;
  response.end(JSON.stringify({ message: 'Not found' }));
});

smtp.on('error', (error) => {
  console.error('mail peer (SMTP):', error.message);
});
smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1');
});

function stop() {
  http.close();
  smtp.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
