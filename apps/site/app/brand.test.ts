import { describe, expect, it } from 'vitest';
import brandConfig from '../brand.config.json' with { type: 'json' };
import { nmlsConsumerAccessUrl } from './brand.ts';
import { BrandSchema } from './brand-schema.ts';

describe('brand.config.json', () => {
  it('matches the brand schema', () => {
    expect(() => BrandSchema.parse(brandConfig)).not.toThrow();
  });

  it('is marked as the fictional demo brand', () => {
    expect(brandConfig.demo).toBe(true);
  });

  it('rejects an NMLS ID that is not digits', () => {
    expect(BrandSchema.safeParse({ ...brandConfig, nmlsId: 'NMLS 12' }).success).toBe(false);
  });

  it('uses a clearly fictional support host for the demo brand', () => {
    expect(new URL(brandConfig.supportHost).hostname).toMatch(/(^|\.)example\.com$/);
  });

  it.each([
    ['https://support.example.com', true],
    ['https://support.example.com:8443', true],
    ['http://support.example.com', false],
    ['https://support.example.com/', false],
    ['https://support.example.com/help', false],
    ['support.example.com', false],
  ])('accepts %s as supportHost: %s', (supportHost, valid) => {
    expect(BrandSchema.safeParse({ ...brandConfig, supportHost }).success).toBe(valid);
  });
});

describe('nmlsConsumerAccessUrl', () => {
  it('links to the company page of NMLS Consumer Access', () => {
    expect(nmlsConsumerAccessUrl('3030')).toBe(
      'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/3030',
    );
  });
});
