import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TownListStatus, useTownMenus } from './town-menus';

// The chunk cannot fail to load here on its own: stand in for a visitor who went offline before opening a menu.
vi.mock('./TownMenus', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function TownList() {
  const { menus, failed } = useTownMenus();
  return menus ? <p>Towns</p> : <TownListStatus failed={failed} />;
}

describe('the menus’ town list', () => {
  it('says it is loading, then that it could not load, pointing to the page that lists every town', async () => {
    render(<TownList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading towns…');
    expect(
      await screen.findByText('The town list could not load. All service areas lists every town.'),
    ).toBeInTheDocument();
  });
});
