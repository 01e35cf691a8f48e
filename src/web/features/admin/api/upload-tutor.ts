// POST /api/admin/tutors/upload and PUT /api/admin/tutors/{id}/upload: the tutor form as
// multipart, with either a profileImage file or an imageUrl (docs/product.md#calls).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export interface TutorUpload {
  id?: number;
  fields: Record<string, string | string[]>;
  image?: File;
}

function formDataOf({ fields, image }: TutorUpload): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  if (image) data.append('profileImage', image);
  return data;
}

export function uploadTutor(upload: TutorUpload) {
  return upload.id === undefined
    ? call('POST /api/admin/tutors/upload', { body: formDataOf(upload) })
    : call('PUT /api/admin/tutors/:id/upload', { params: { id: upload.id }, body: formDataOf(upload) });
}

export function useUploadTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTutor,
    onSuccess: () => invalidateAfter(queryClient, 'adminTutors'),
  });
}
