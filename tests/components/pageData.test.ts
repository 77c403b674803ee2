import { describe, expect, it } from 'vitest';
import {
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  pageDataElement,
  takePageData,
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
    expect(takePageData(doc)).toEqual({ news });
    // Taken once: the element goes with it.
    expect(doc.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(takePageData(doc)).toEqual({});
    const broken = new DOMParser().parseFromString(
      `<body><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"news":</script></body>`,
      'text/html',
    );
    expect(takePageData(broken)).toEqual({});
  });

  it("carries the community list's first page with its query, and reads back only that shape", () => {
    const communityBuilds = {
      query: { sortBy: 'likes', sortOrder: 'desc', sharing: 'Public', q: '</script>' },
      page: { data: [{ id: 'x', title: '</script><!-- "x' }], nextPage: 2 },
    };
    const element = pageDataElement({ communityBuilds } as unknown as PageData);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const doc = new DOMParser().parseFromString(`<body>${element}</body>`, 'text/html');
    expect(takePageData(doc)).toEqual({ communityBuilds });
    for (const odd of [
      { query: { sortBy: 1 }, page: { data: [] } },
      { query: {}, page: { data: {} } },
      { query: [], page: { data: [] } },
      { page: { data: [] } },
      [],
    ]) {
      const oddDoc = new DOMParser().parseFromString(
        `<body><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify({ communityBuilds: odd })}</script></body>`,
        'text/html',
      );
      expect(takePageData(oddDoc), JSON.stringify(odd)).toEqual({});
    }
  });
});
