// The API's words with values found again from their English text (docs/architecture.md#languages).
import { describe, expect, it } from 'vitest';
import { LESSON_FULL, LESSON_MAX_PEOPLE, LESSON_NOT_OPEN, NOT_IN_LESSON } from '#contract/lessons.ts';
import { messageOfEnglish, translate, translateText } from './i18n.ts';

describe('translateText', () => {
  it('reads the values back from English words and says them in Spanish', () => {
    expect(translateText('es', 'Sorry, only 1 of Robot Kit is left.')).toBe(
      'Lo sentimos, de «Robot Kit» solo queda 1.',
    );
    expect(translateText('es', 'Sorry, only 3 of Robot Kit are left.')).toBe(
      'Lo sentimos, de «Robot Kit» solo quedan 3.',
    );
    expect(translateText('es', 'Sorry, Robot Kit is sold out.')).toBe(
      'Lo sentimos, «Robot Kit» se ha agotado.',
    );
    expect(translateText('es', 'At most 3 windows a day: please join or remove one on Wednesday')).toBe(
      'Como mucho 3 franjas al día: une o quita una del miércoles',
    );
    expect(
      translateText(
        'es',
        'Sessions can be cancelled until 12 hours before they start. Please contact us if you cannot make it.',
      ),
    ).toBe(
      'Las sesiones se pueden cancelar hasta 12 horas antes de empezar. Si no puedes ir, escríbenos, por favor.',
    );
    expect(translateText('es', 'This session is already marked completed.')).toBe(
      'Esta sesión ya está marcada como completada.',
    );
  });

  it("says the lesson room's refusals in Spanish, the full room's size read back", () => {
    expect(translateText('es', LESSON_FULL)).toBe(
      `En esta sala de clase caben ${LESSON_MAX_PEOPLE} personas como máximo`,
    );
    expect(translateText('es', LESSON_NOT_OPEN)).toBe('La sala de clase no está abierta ahora');
    expect(translateText('es', NOT_IN_LESSON)).toBe('Solo el tutor y la familia de esta clase pueden entrar');
  });

  it('keeps English as it is, and a text the catalog lacks as written', () => {
    expect(translateText('en', 'Sorry, Robot Kit is sold out.')).toBe('Sorry, Robot Kit is sold out.');
    expect(translateText('es', 'Sorry, nothing matches this.')).toBe('Sorry, nothing matches this.');
  });

  it('finds the key and values only when the English drawn from them is the text itself', () => {
    expect(messageOfEnglish('The total is now 150 points')).toEqual({
      key: 'errors.totalNow',
      values: { total: 150 },
    });
    expect(translate('en', 'errors.totalNow', { total: 150 })).toBe('The total is now 150 points');
    expect(messageOfEnglish('The total is now 150 points and more')).toBeUndefined();
  });
});
