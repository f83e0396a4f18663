import basicCap from '@twemoji/svg/1f9e2.svg';
import crown from '@twemoji/svg/1f451.svg';
import sunglasses from '@twemoji/svg/1f576.svg';
import glasses from '@twemoji/svg/1f453.svg';
import trophy from '@twemoji/svg/1f3c6.svg';
import medal from '@twemoji/svg/1f396.svg';
import gem from '@twemoji/svg/1f48e.svg';
import fire from '@twemoji/svg/1f525.svg';
import snowflake from '@twemoji/svg/2744.svg';
import rainbow from '@twemoji/svg/1f308.svg';
import threeDGlasses from './art/3d-glasses.svg';
import goldChain from './art/gold-chain.svg';
import luckyCrystal from './art/lucky-crystal.svg';
import wizardHat from './art/wizard-hat.svg';

/**
 * Each accessory's picture, an SVG the app serves itself, so it looks the same on every device whatever emoji
 * font it has or lacks. Twemoji (CC-BY 4.0) draws most; the app draws its own where no emoji sits well on a
 * face: the wizard hat, the 3D glasses and both necklaces. Only these files enter the build.
 */
export const accessoryArt: Readonly<Record<string, string>> = {
  basic_cap: basicCap,
  crown,
  wizard_hat: wizardHat,
  sunglasses,
  nerd_glasses: glasses,
  '3d_glasses': threeDGlasses,
  gold_chain: goldChain,
  lucky_crystal: luckyCrystal,
  winner_badge: trophy,
  veteran_badge: medal,
  vip_badge: gem,
  fire_frame: fire,
  ice_frame: snowflake,
  rainbow_frame: rainbow,
};
