import type { TwoStepSetup } from '../../../src/api/contract/twoStep';

/** What the account's two-step stories show. */

// A stand-in QR image: the server renders the real one from the otpauth:// URI.
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1z" fill="#000"/></svg>';

export const SETUP: TwoStepSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Arrakis%20Planner%3AStilgar?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Arrakis+Planner',
  qrCode: `data:image/svg+xml;base64,${btoa(QR_SVG)}`,
};

export const CODES = [
  'abcd-efgh-jk23',
  'mnpq-rstu-vw45',
  'xyz2-abcd-ef67',
  'ghij-klmn-op23',
  'qrst-uvwx-yz45',
  'a2b3-c4d5-e6f7',
  'hijk-mnop-qr23',
  'stuv-wxyz-ab45',
  'cdef-ghij-kl67',
  'mnop-qrst-uv23',
];
