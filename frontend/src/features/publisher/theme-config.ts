import { THEMES, type Theme, type ThemeSlug } from '../../lib/themes';
import { THEME_GRADIENTS } from './theme-look';
import type { ThemeHero } from './publisher-api';

/** Which edit form a theme page uses (docs/product.md#admin-mode-on-magazine-pages). */
export type EditFormKind = 'mindset' | 'review' | 'classic';

/** Everything that differs between the six theme pages; one component renders them all. */
export interface ThemePageConfig {
  theme: Theme;
  /** 'LATEST MINDSET', 'LATEST GEAR REVIEWS', ... */
  latestTitle: string;
  /** 'MORE MINDSET INSIGHTS', 'MORE TRAINING', ... */
  moreTitle: string;
  /** Sidebar topics. */
  topics: readonly string[];
  /** Sidebar tips: three fixed tips per theme. */
  tips: readonly [string, string, string];
  emptyTitle: string;
  emptyText: string;
  /** 'Loading mindset content...' */
  loadingText: string;
  /** The title saved with a new hero image when the hero has no title of its own. */
  heroSaveFallbackTitle: string;
  editForm: EditFormKind;
  /** Rows of the article text area in the edit dialog. */
  editRows: number;
  /** Whether a failed image refresh shows an error toast (the Gear page shows none, docs/product.md#admin-mode-on-magazine-pages). */
  imageRefreshErrorToast: boolean;
  /** The gradient of cards without an image (and of images that fail to load): THEME_GRADIENTS. */
  gradient: string;
}

const theme = (slug: ThemeSlug): Theme => THEMES.find((item) => item.slug === slug)!;

export const THEME_PAGES: Record<ThemeSlug, ThemePageConfig> = {
  training: {
    theme: theme('training'),
    latestTitle: 'LATEST TRAINING',
    moreTitle: 'MORE TRAINING',
    topics: ['Endurance Sessions', 'Strength & Conditioning', 'Intervals & Intensity', 'Training Plans'],
    tips: [
      'Build volume by no more than about ten per cent a week, and take an easier week every third or fourth.',
      'Keep two sessions of strength work a week: it protects muscle, bone and joints as you age.',
      'Make most sessions easy so that the few hard ones can be truly hard.',
    ],
    emptyTitle: 'No Training Content Yet',
    emptyText: 'Training articles will appear here when they are published.',
    loadingText: 'Loading training content...',
    heroSaveFallbackTitle: 'Training Excellence',
    editForm: 'classic',
    editRows: 15,
    imageRefreshErrorToast: true,
    gradient: THEME_GRADIENTS.training,
  },
  nutrition: {
    theme: theme('nutrition'),
    latestTitle: 'LATEST NUTRITION',
    moreTitle: 'MORE NUTRITION',
    topics: ['Everyday Eating', 'Race-Day Fuelling', 'Hydration', 'Protein & Recovery Meals'],
    tips: [
      'Spread your protein across the day, about 25 to 30 grams at each meal.',
      'Practise your race-day fuelling in training, never for the first time on the day.',
      'Drink to thirst on easy days and plan your fluids for long or hot sessions.',
    ],
    emptyTitle: 'No Nutrition Content Yet',
    emptyText: 'Nutrition articles will appear here when they are published.',
    loadingText: 'Loading nutrition content...',
    heroSaveFallbackTitle: 'Nutrition Excellence',
    editForm: 'classic',
    editRows: 15,
    imageRefreshErrorToast: true,
    gradient: THEME_GRADIENTS.nutrition,
  },
  recovery: {
    theme: theme('recovery'),
    latestTitle: 'LATEST RECOVERY',
    moreTitle: 'MORE RECOVERY',
    topics: ['Sleep', 'Mobility & Flexibility', 'Rest Days', 'Injury Prevention'],
    tips: [
      'Aim for seven to nine hours of sleep: it is when most of your adaptation happens.',
      'Allow an extra day between hard sessions compared with when you were younger.',
      'A short mobility routine every day does more than a long one once a week.',
    ],
    emptyTitle: 'No Recovery Content Yet',
    emptyText: 'Recovery articles will appear here when they are published.',
    loadingText: 'Loading recovery content...',
    heroSaveFallbackTitle: 'Recovery Excellence',
    editForm: 'classic',
    editRows: 12,
    imageRefreshErrorToast: true,
    gradient: THEME_GRADIENTS.recovery,
  },
  mindset: {
    theme: theme('mindset'),
    latestTitle: 'LATEST MINDSET',
    moreTitle: 'MORE MINDSET INSIGHTS',
    topics: ['Goal Setting', 'Visualization', 'Confidence Building', 'Mental Resilience'],
    tips: [
      'Set one clear goal for the season and break it into monthly steps.',
      'Picture the hard part of your race going well before you reach it.',
      'Write down one thing that went well after every session.',
    ],
    emptyTitle: 'No Mindset Content Yet',
    emptyText: 'Mindset articles will appear here when they are published.',
    loadingText: 'Loading mindset content...',
    heroSaveFallbackTitle: 'Mindset Mastery',
    editForm: 'mindset',
    editRows: 12,
    imageRefreshErrorToast: true,
    gradient: THEME_GRADIENTS.mindset,
  },
  gear: {
    theme: theme('gear'),
    latestTitle: 'LATEST GEAR REVIEWS',
    moreTitle: 'MORE GEAR INSIGHTS',
    topics: ['Performance Tech', 'Safety Equipment', 'Analysis Tools', 'Accessories'],
    tips: [
      'Get a professional bike fit before you spend money on lighter parts.',
      'Lights and bright clothing, front and back, day and night.',
      'Replace running shoes every 500 to 800 kilometres, sooner if your joints complain.',
    ],
    emptyTitle: 'No Gear Content Yet',
    emptyText: 'Gear reviews will appear here when they are published.',
    loadingText: 'Loading gear content...',
    heroSaveFallbackTitle: 'Gear Excellence',
    editForm: 'review',
    editRows: 12,
    imageRefreshErrorToast: false,
    gradient: THEME_GRADIENTS.gear,
  },
  racing: {
    theme: theme('racing'),
    latestTitle: 'LATEST RACING',
    moreTitle: 'MORE RACING INSIGHTS',
    topics: ['Race Strategy', 'Pacing & Tactics', 'Course Analysis', 'Community Stories'],
    tips: [
      'Start slower than you feel you should: the first ten minutes decide the last hour.',
      'Walk or ride the course, or study its profile, before race day.',
      'Lay out your kit the night before and check it against a written list.',
    ],
    emptyTitle: 'No Racing Content Yet',
    emptyText: 'Racing articles will appear here when they are published.',
    loadingText: 'Loading racing content...',
    heroSaveFallbackTitle: 'Racing Excellence',
    editForm: 'review',
    editRows: 12,
    imageRefreshErrorToast: true,
    gradient: THEME_GRADIENTS.racing,
  },
};


/** The hero title: the saved custom title when the hero is active, else the theme's default title. */
export function heroTitle(config: ThemePageConfig, hero: ThemeHero | undefined): string {
  return (hero?.is_active && hero.custom_title?.trim()) || config.theme.title;
}
