import { describe, expect, it } from 'vitest';
import { ButtonType } from './button-type.ts';
import { EVENT_NAMES, EVENT_SCHEMAS } from './event-catalogue.ts';
import { eventJsonSchema, eventJsonSchemas, type JsonSchema } from './event-json-schemas.ts';
import { FunnelExperience } from './funnel-experience.ts';

const property = (schema: JsonSchema, name: string) =>
  (schema.properties as Record<string, JsonSchema>)[name] as JsonSchema;

describe('eventJsonSchemas', () => {
  const schemas = eventJsonSchemas();

  it('SPEC §3: gives one JSON Schema per event, by event name', () => {
    expect(Object.keys(schemas)).toEqual([...EVENT_NAMES]);
  });

  describe.each(EVENT_NAMES)('%s', (name) => {
    const schema = schemas[name];

    it('is a draft-07 object schema titled with the event name, unknown fields refused', () => {
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(schema.title).toBe(name);
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
    });

    it('SPEC §3: lists the same fields, and the same required ones, as the zod schema', () => {
      const shape = EVENT_SCHEMAS[name].shape as Record<
        string,
        { safeParse(v: unknown): { success: boolean } }
      >;
      expect(Object.keys(schema.properties ?? {}).sort()).toEqual(Object.keys(shape).sort());
      const required = Object.keys(shape).filter(
        (field) => !shape[field]?.safeParse(undefined).success,
      );
      expect([...(schema.required ?? [])].sort()).toEqual(required.sort());
    });
  });

  it('SPEC §3: enumerations become JSON Schema enums', () => {
    expect(property(schemas.clicked_button, 'button_type').enum).toEqual(Object.values(ButtonType));
    expect(property(schemas.loaded_page, 'funnel_experience').enum).toEqual(
      Object.values(FunnelExperience),
    );
    expect(property(schemas.clicked_button, 'linkType').enum).toEqual([
      'request call',
      'navigation',
    ]);
  });

  it('SPEC §3: time keeps the whole-minute pattern, which a JavaScript RegExp reads the same way', () => {
    const pattern = new RegExp(property(schemas.applied_filters, 'time').pattern as string);
    expect(pattern.test('2026-11-21T14:37:00.000Z')).toBe(true);
    expect(pattern.test('2026-11-21T14:37:01.000Z')).toBe(false);
  });

  it('SPEC §5: rate-compare tiles and segment probability are objects in the JSON Schema', () => {
    const tiles = property(schemas.loaded_page, 'rate_compare_tiles');
    expect(tiles.type).toBe('object');
    expect((tiles.additionalProperties as JsonSchema).type).toBe('object');
    expect((tiles.propertyNames as JsonSchema).pattern).toBe('^[1-9]\\d?$');
    const probability = property(schemas.identified_audience_segment, 'segment_probability');
    expect(probability.type).toBe('object');
    expect(probability.required).toHaveLength(8);
  });

  it.each(EVENT_NAMES)(
    'bounds every string and list of %s (issue 33 §4): maxLength or an enum, maxItems',
    (name) => {
      const unbounded: string[] = [];
      const walk = (schema: JsonSchema | boolean | undefined, path: string): void => {
        if (typeof schema !== 'object') return;
        if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum) {
          unbounded.push(path);
        }
        if (schema.type === 'array' && schema.maxItems === undefined) unbounded.push(path);
        for (const [field, child] of Object.entries(schema.properties ?? {})) {
          walk(child, `${path}/${field}`);
        }
        walk(schema.items as JsonSchema | undefined, `${path}/items`);
        walk(schema.propertyNames, `${path}/propertyNames`);
        if (typeof schema.additionalProperties === 'object') {
          walk(schema.additionalProperties, `${path}/additionalProperties`);
        }
        for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(option, path);
      };
      walk(schemas[name], '');
      expect(unbounded).toEqual([]);
    },
  );

  it('gives a fresh object on each call, so a caller changing one does not change the next', () => {
    const first = eventJsonSchema('left_page');
    first.title = 'changed';
    expect(eventJsonSchema('left_page').title).toBe('left_page');
    expect(eventJsonSchemas().left_page).toEqual(schemas.left_page);
  });

  it('is plain JSON: it survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(schemas))).toEqual(schemas);
  });
});
