import { describe, expect, it } from 'vitest';
import {
  PAGE_DATA_ELEMENT_ID,
  pageDataElement,
  readPageData,
} from '../../src/api/contract/pageData';

describe("a page's data in its HTML (src/api/contract/pageData.ts)", () => {
  it('cannot be closed by its text, and reads back as written', () => {
    const news = [
      {
        date: '2026-10-06',
        tagline: '</script><script>alert(1)</script>',
        imageUrl: '/images/news/x.svg',
        linkUrl: 'https://example.com/',
        keywords: [],
      },
    ];
    const element = pageDataElement({ news });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const doc = new DOMParser().parseFromString(`<body>${element}</body>`, 'text/html');
    expect(readPageData(doc)).toEqual({ news });
    const broken = new DOMParser().parseFromString(
      `<body><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"news":</script></body>`,
      'text/html',
    );
    expect(readPageData(broken)).toEqual({});
  });
});
