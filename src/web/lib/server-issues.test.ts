import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { showServerIssues } from './server-issues.ts';

type Tutor = { name: string; imageUrl: string };

describe('showServerIssues', () => {
  it("puts a refused tutor image (the request's profileImage file) under the form's Image field", () => {
    const placed: [string, string | undefined][] = [];
    const error = new ApiError(400, 'Please choose a PNG, JPEG, WebP or GIF image', [
      { path: 'profileImage', message: 'Please choose a PNG, JPEG, WebP or GIF image' },
      { path: 'somethingElse', message: 'Not on this form' },
    ]);
    const count = showServerIssues<Tutor>(
      error,
      (field, issue) => placed.push([field, issue.message]),
      ['name', 'imageUrl'],
      { profileImage: 'imageUrl' },
    );
    expect(count).toBe(1);
    expect(placed).toEqual([['imageUrl', 'Please choose a PNG, JPEG, WebP or GIF image']]);
  });
});
