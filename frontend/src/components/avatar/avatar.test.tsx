import { accessories } from '@pkr/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessoryArt } from './accessory-art';
import { Avatar } from './avatar';
import { avatarSizes, initialsStyle, wornItems } from './avatar-layout';

const worn = (container: HTMLElement) => [...container.querySelectorAll('[data-accessory]')].map((element) => element.getAttribute('data-accessory'));

describe('the avatar', () => {
  it('draws the initials on the colour, and nothing worn on a bare face', () => {
    const { container } = render(<Avatar username="alice" avatar={{ avatarColor: 'teal', selectedAccessories: [] }} />);
    const face = screen.getByRole('img', { name: "alice's avatar" });
    expect(face.textContent).toBe('AL');
    expect(container.querySelector('.bg-teal-700')).not.toBeNull();
    expect(worn(container)).toEqual([]);
  });

  it('draws a player not known yet grey, wearing nothing', () => {
    const { container } = render(<Avatar username="omar" avatar={undefined} />);
    expect(container.querySelector('.bg-avatar-none')).not.toBeNull();
    expect(worn(container)).toEqual([]);
  });

  it('dresses the face with every equipped type, the hat over the frame it crosses', () => {
    const selected = ['vip_badge', 'crown', 'fire_frame', 'sunglasses', 'gold_chain'];
    const { container } = render(<Avatar username="alice" avatar={{ avatarColor: 'blue', selectedAccessories: selected }} size="lg" />);
    expect(worn(container)).toEqual(['fire_frame', 'gold_chain', 'sunglasses', 'crown', 'vip_badge']);
    const crown = container.querySelector<HTMLImageElement>('img[data-accessory="crown"]')!;
    expect(crown.getAttribute('src')).toBe(accessoryArt.crown);
    expect(crown.getAttribute('alt')).toBe('');
    // The pictures never add text: the face still reads as its initials.
    expect(screen.getByRole('img', { name: "alice's avatar" }).textContent).toBe('AL');
  });

  it('draws the frame as a ring, not as a picture', () => {
    const { container } = render(<Avatar username="alice" avatar={{ avatarColor: 'blue', selectedAccessories: ['ice_frame'] }} />);
    const ring = container.querySelector<HTMLElement>('[data-accessory="ice_frame"]')!;
    expect(ring.tagName).toBe('SPAN');
    expect(ring.style.background).toContain('conic-gradient');
  });

  it('keeps one item a type and leaves out ids the catalogue does not know', () => {
    expect(wornItems(['crown', 'basic_cap', 'no_such_item', 'winner_badge']).map((item) => item.id)).toEqual(['crown', 'winner_badge']);
  });

  it('draws at every size the app uses, its initials never under 9 px', () => {
    for (const [size, diameter] of Object.entries(avatarSizes)) {
      const { container, unmount } = render(
        <Avatar username="alice" avatar={{ avatarColor: 'blue', selectedAccessories: ['sunglasses'] }} size={size as keyof typeof avatarSizes} />,
      );
      const face = container.querySelector<HTMLElement>('[data-avatar-size]')!;
      expect(face.style.width).toBe(`${diameter}px`);
      expect(initialsStyle(diameter, true).fontSize).toBeGreaterThanOrEqual(9);
      unmount();
    }
    expect(initialsStyle(96, false)).toEqual({ fontSize: 36, paddingTop: 0 });
  });

  it('has a picture the app serves for every item in the catalogue', () => {
    for (const item of accessories) expect(accessoryArt[item.id], item.id).toMatch(/\.svg$|^data:image\/svg\+xml/);
  });
});
