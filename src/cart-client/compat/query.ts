import { isGraphQLResponseError } from '../errors';
import { UNKNOWN_ERROR } from './mutation';

/**
 * Settles a read as the SDK did: GraphQL errors reject as the error list itself (the default list when the response had
 * no result); transport errors reject with the typed error.
 */
export async function legacyRead<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isGraphQLResponseError(error)) throw error.errors.length ? [...error.errors] : [{ message: UNKNOWN_ERROR }];
    throw error;
  }
}
