import { describe, expect, it, vi } from 'vitest';
import { createPortalDataProvider, ResourceNotAvailableError } from './data-provider';

describe('createPortalDataProvider', () => {
  it('rejects calls for resources that are not built yet with a clear error', async () => {
    const provider = createPortalDataProvider();
    const error = await provider.getList('organizations', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceNotAvailableError);
    expect(error).toMatchObject({ resource: 'organizations', method: 'getList' });
    // react-admin translates the message in its error toast
    expect((error as Error).message).toBe('portal.errors.resourceNotAvailable');
    await expect(provider.delete('sales', { id: 1 })).rejects.toBeInstanceOf(ResourceNotAvailableError);
  });

  it('dispatches to the handlers registered for a resource', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: { id: 4 } });
    const provider = createPortalDataProvider({ accounts: { getOne } });
    await expect(provider.getOne('accounts', { id: 4 })).resolves.toEqual({ data: { id: 4 } });
    expect(getOne).toHaveBeenCalledWith('accounts', { id: 4 });
    await expect(provider.update('accounts', { id: 4, data: {}, previousData: { id: 4 } })).rejects.toBeInstanceOf(
      ResourceNotAvailableError,
    );
  });
});
