import { describe, expect, it } from 'vitest';
import { findContactDetail } from './contact-details.ts';

const SPROUT = ['sprout.example', 'localhost'];

describe('findContactDetail', () => {
  it.each([
    'write to jamie.parent@gmail.com',
    'JAMIE@EXAMPLE.ORG please',
    'my mail is jamie at gmail dot com',
    'jamie (at) gmail (dot) com',
    'jamie [at] yahoo [dot] co [dot] uk',
    'jamie @ gmail . com',
    'jamie{at}outlook{dot}com',
  ])('finds the e-mail address in %j', (text) => {
    expect(findContactDetail(text, SPROUT)).toBe('email');
  });

  it.each([
    'call me on 555-123-4567',
    'my number: (555) 123 4567',
    '+44 20 7946 0958',
    '5551234567',
    '555 1234',
    '555.123.4567',
    '5 5 5 1 2 3 4 5 6 7',
    'text 07700 900123 tonight',
  ])('finds the phone number in %j', (text) => {
    expect(findContactDetail(text, SPROUT)).toBe('phone');
  });

  it.each([
    'join https://zoom.us/j/123',
    'see http://example.net',
    'www.mysite.org has it',
    'go to zoom.us/j/1',
    'my page is jamiesmith.com',
    'try meet dot google dot com',
    'find me on discord.gg/abc',
  ])('finds the link in %j', (text) => {
    expect(findContactDetail(text, SPROUT)).toBe('link');
  });

  it.each([
    'See you Tuesday at 4:30!',
    'Lesson from 4:30-5:30 pm',
    'We meet on 2026-12-02 at 16:00',
    'Is 12/02/2026 ok? Or 2.12.26?',
    'She scored 100 points in 3 games',
    'Pages 10 20 30 40 are for practice',
    'Try level 2.5 and then 12 + 7 = 19',
    'The year 2025 was great, 2026 will be better',
    'Meet at home. Bring your book',
    'Look at the picture at school',
    'e.g. multiply 12 by 12, i.e. 144',
    'Play the game at https://sprout.example/games/3',
    'Look at sprout.example/games/3 tonight',
    'sprout.example/articles/2 is a good read',
    'Great work today!',
    'Practise 25 minutes on Monday and 30 on Friday',
  ])('lets %j through', (text) => {
    expect(findContactDetail(text, SPROUT)).toBeNull();
  });
});
