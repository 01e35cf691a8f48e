import { ContactMessageInputSchema, ContactMessageSchema } from '#contract/contact.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';

export const contactEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    tags: ['contact'],
    summary: 'Send a message to the Sprout team (stored and mailed to support; 10 per hour)',
    body: ContactMessageInputSchema,
    response: { 201: ContactMessageSchema, ...errorResponses(400, 429) },
  }),
};
