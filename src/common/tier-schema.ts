import { z } from 'zod';
import { TIERS } from './plans';

export const tierSchema = z.enum(TIERS, { error: 'Tier must be one of free, premium, pro, enterprise' });
