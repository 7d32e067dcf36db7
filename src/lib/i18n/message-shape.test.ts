import { describe, expect, it } from 'vitest';
import { shapeProblems } from './message-shape';

describe('a translation keeps the shape of its en-GB message', () => {
  const photos = '{count, plural, one {# photo} other {# photos}}';

  it('accepts a translation with the same arguments and its language’s plural categories', () => {
    expect(shapeProblems('{count, plural, one {# Foto} other {# Fotos}}', photos, 'de-DE')).toEqual([]);
    expect(
      shapeProblems('{count, plural, one {# photo} many {# de photos} other {# photos}}', photos, 'fr-FR'),
    ).toEqual([]);
  });

  it('finds a placeholder that was renamed, dropped or added', () => {
    expect(shapeProblems('{aantal} geselecteerd', '{amount} selected', 'nl-NL')).toEqual([
      'arguments [aantal] instead of [amount]',
    ]);
    expect(shapeProblems('Ausgewählt', '{amount} selected', 'de-DE')).toHaveLength(1);
    expect(shapeProblems('{page} {brand}', '{page}', 'de-DE')).toHaveLength(1);
  });

  it('finds plural branches that differ: a missing category, a foreign one, other exact matches', () => {
    expect(shapeProblems('{count, plural, one {# photo} other {# photos}}', photos, 'fr-FR')).toEqual([
      'count: no branch for the fr-FR plural categories many',
    ]);
    expect(
      shapeProblems('{count, plural, one {# foto} few {# foto} other {# foto}}', photos, 'nl-NL'),
    ).toEqual(['count: few is not a plural category of nl-NL']);
    expect(shapeProblems('{count, plural, other {# foto’s}}', photos, 'nl-NL')).toEqual([
      'count: no branch for the nl-NL plural categories one',
    ]);
    expect(
      shapeProblems(
        '{count, plural, =0 {heute} other {in {count} Tagen}}',
        '{count, plural, =0 {today} =1 {tomorrow} other {in {count} days}}',
        'de-DE',
      ),
    ).toEqual(['count: exact matches [=0] instead of [=0, =1]']);
  });

  it('asks for no singular branch where en-GB has none, and checks select keys', () => {
    const when = '{count, plural, =0 {today} =1 {tomorrow} other {in {count} days}}';
    expect(
      shapeProblems('{count, plural, =0 {oggi} =1 {domani} other {tra {count} giorni}}', when, 'it-IT'),
    ).toEqual([]);
    expect(
      shapeProblems(
        '{unit, select, KB {Ko} other {Go}}',
        '{unit, select, KB {KB} MB {MB} other {GB}}',
        'fr-FR',
      ),
    ).toEqual(['unit: select keys [KB, other] instead of [KB, MB, other]']);
  });

  it('reports a message that does not parse', () => {
    expect(shapeProblems('{count, plural, one {# Foto}', photos, 'de-DE')[0]).toMatch(/not a valid message/);
  });
});
