import { z } from 'zod';
import { ArticleListQuerySchema, ArticleSchema } from '#contract/articles.ts';
import { IdParamsSchema, OkResponseSchema } from '#contract/common.ts';
import { endpoint, errorResponses, notModified } from '#contract/endpoint.ts';

export const ArticleListSchema = z.array(ArticleSchema);

const tags = ['articles'];

export const articlesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/articles',
    tags,
    summary: 'Active articles, newest first; by category; with limit, a page and X-Total-Count',
    querystring: ArticleListQuerySchema,
    response: { 200: ArticleListSchema, ...notModified, ...errorResponses(400) },
  }),
  featured: endpoint({
    method: 'GET',
    path: '/api/articles/featured',
    tags,
    summary: 'The featured articles, newest first',
    response: { 200: ArticleListSchema, ...notModified },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/articles/:id',
    tags,
    summary: 'One active article',
    params: IdParamsSchema,
    response: { 200: ArticleSchema, ...notModified, ...errorResponses(400, 404) },
  }),
  recordRead: endpoint({
    method: 'POST',
    path: '/api/articles/:id/read',
    tags,
    summary: 'Record that you read an article (its end reached, or 20 seconds on it); once per article',
    params: IdParamsSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 404) },
  }),
};
