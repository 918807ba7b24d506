import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from './stored-values.ts';
import {
  firstPartyCookieScriptUrl,
  qlsCode,
  userRvid,
  VISITOR_ID_POLL_INTERVAL_MS,
  VISITOR_ID_WAIT_MS,
  waitForVisitorId,
} from './visitor-id.ts';

describe('userRvid', () => {
  it.each([
    [{ rvid: 'rv-1' }, 'rv-1'],
    [{ rvid: '' }, undefined],
    [{}, undefined],
  ])('SPEC §3: the rvid cookie %j gives user_rvid %j', (cookies, rvid) => {
    expect(userRvid(memoryCookieJar(cookies))).toBe(rvid);
  });
});

describe('qlsCode', () => {
  it.each([
    [{ qls: 'Q1', PUD_qls: 'P1' }, 'Q1'],
    [{ qls: '', PUD_qls: 'P1' }, 'P1'],
    [{ PUD_qls: 'P1' }, 'P1'],
    [{ qls: 'Q1' }, 'Q1'],
    [{ qls: '', PUD_qls: '' }, undefined],
    [{}, undefined],
  ])('SPEC §3: the cookies %j give qls_code %j', (cookies, code) => {
    expect(qlsCode(memoryCookieJar(cookies))).toBe(code);
  });
});

describe('firstPartyCookieScriptUrl', () => {
  it.each([
    ['rv-1', '/fpc.js?rvid=rv-1'],
    ['a b&c=d', '/fpc.js?rvid=a%20b%26c%3Dd'],
    ['', '/fpc.js'],
    [undefined, '/fpc.js'],
  ])('SPEC §7: rvid %j loads %s', (rvid, url) => {
    expect(firstPartyCookieScriptUrl(rvid)).toBe(url);
  });
});

describe('waitForVisitorId', () => {
  /** A clock that only moves when the code sleeps. */
  function fakeTime() {
    let now = 0;
    const sleeps: number[] = [];
    return {
      sleeps,
      now: () => now,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        now += ms;
      },
    };
  }

  it('SPEC §9: waits up to 5000 ms, looking every 10 ms', () => {
    expect(VISITOR_ID_WAIT_MS).toBe(5000);
    expect(VISITOR_ID_POLL_INTERVAL_MS).toBe(10);
  });

  it('SPEC §9: gives the id at once when it is already there', async () => {
    const time = fakeTime();
    expect(await waitForVisitorId(() => 'rv-1', time)).toBe('rv-1');
    expect(time.sleeps).toEqual([]);
  });

  it('SPEC §9: gives the id as soon as it appears', async () => {
    const time = fakeTime();
    const read = () => (time.now() >= 120 ? 'rv-1' : undefined);
    expect(await waitForVisitorId(read, time)).toBe('rv-1');
    expect(time.now()).toBe(120);
    expect(new Set(time.sleeps)).toEqual(new Set([10]));
  });

  it('SPEC §9: gives up after 5000 ms without an id', async () => {
    const time = fakeTime();
    let reads = 0;
    const read = () => {
      reads++;
      return undefined;
    };
    expect(await waitForVisitorId(read, time)).toBeUndefined();
    expect(time.now()).toBe(5000);
    expect(reads).toBe(501);
  });

  it('counts the time that passed, not the looks, when timers run late', async () => {
    let now = 0;
    const sleep = async () => {
      now += 1000;
    };
    let reads = 0;
    await waitForVisitorId(
      () => {
        reads++;
        return undefined;
      },
      { now: () => now, sleep },
    );
    expect(reads).toBe(6);
  });

  it('treats an empty id as not there yet', async () => {
    const time = fakeTime();
    const read = () => (time.now() >= 20 ? 'rv-1' : '');
    expect(await waitForVisitorId(read, time)).toBe('rv-1');
  });
});
