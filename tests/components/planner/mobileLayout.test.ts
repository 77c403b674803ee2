import { describe, expect, it } from 'vitest';
import {
  firstLayoutOf,
  isIpadAgent,
  isMobileLayout,
  isSafariAgent,
  MOBILE_BREAKPOINT,
} from '../../../src/api/contract/pageLayout';

const AGENTS = {
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  edgeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
} as const;

/** The agents the spec gives the mobile layout at any width. */
const MOBILE_AGENTS = [
  AGENTS.iPhone,
  AGENTS.iPadOld,
  AGENTS.pixel,
  AGENTS.androidTablet,
  AGENTS.safariMac,
];

describe('isMobileLayout', () => {
  it('uses the desktop layout for a wide desktop browser', () => {
    for (const agent of [AGENTS.chromeDesktop, AGENTS.firefoxDesktop, AGENTS.edgeDesktop]) {
      expect(isMobileLayout({ width: 1280, userAgent: agent })).toBe(false);
    }
  });

  it('uses the mobile layout below 768 px whatever the browser', () => {
    expect(isMobileLayout({ width: MOBILE_BREAKPOINT - 1, userAgent: AGENTS.chromeDesktop })).toBe(
      true,
    );
    expect(isMobileLayout({ width: MOBILE_BREAKPOINT, userAgent: AGENTS.chromeDesktop })).toBe(
      false,
    );
  });

  it('uses the mobile layout on phones, tablets, iPads and Safari at any width', () => {
    for (const agent of MOBILE_AGENTS) {
      expect(isMobileLayout({ width: 1366, userAgent: agent })).toBe(true);
    }
  });

  it('recognises iPadOS, which presents itself as a Mac with touch', () => {
    expect(isIpadAgent(AGENTS.safariMac, 5)).toBe(true);
    expect(isIpadAgent(AGENTS.safariMac, 0)).toBe(false);
    expect(isIpadAgent(AGENTS.iPadOld)).toBe(true);
  });

  it('does not take Chromium browsers for Safari', () => {
    expect(isSafariAgent(AGENTS.safariMac)).toBe(true);
    expect(isSafariAgent(AGENTS.iPhone)).toBe(true);
    expect(isSafariAgent(AGENTS.chromeDesktop)).toBe(false);
    expect(isSafariAgent(AGENTS.edgeDesktop)).toBe(false);
    expect(isSafariAgent(AGENTS.firefoxDesktop)).toBe(false);
  });
});

describe('firstLayoutOf', () => {
  it('renders phones, tablets, iPads and Safari in the mobile layout from their agent alone', () => {
    for (const agent of MOBILE_AGENTS) {
      expect(firstLayoutOf(agent)).toBe('mobile');
    }
  });

  it('renders desktop browsers and requests without an agent in the desktop layout', () => {
    for (const agent of [AGENTS.chromeDesktop, AGENTS.firefoxDesktop, AGENTS.edgeDesktop]) {
      expect(firstLayoutOf(agent)).toBe('desktop');
    }
    expect(firstLayoutOf(undefined)).toBe('desktop');
    expect(firstLayoutOf('')).toBe('desktop');
  });
});
