import { describe, expect, it } from 'vitest';
import { tutorSubjects } from './options.ts';

describe('tutorSubjects', () => {
  it("splits a tutor's subjects, trimmed, without empty entries", () => {
    expect(tutorSubjects('Mathematics, Science')).toEqual(['Mathematics', 'Science']);
    expect(tutorSubjects(' Reading ,, Language Arts ')).toEqual(['Reading', 'Language Arts']);
    expect(tutorSubjects('')).toEqual([]);
  });
});
