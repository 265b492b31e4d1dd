import { Database, Flag, Lock, Scale, Share2, type LucideIcon } from 'lucide-react';
import type { AnalysisSection } from '../../../../common/analysis';

export type SectionMeta = { title: string; description: string; icon: LucideIcon };

/** Card titles of the specification (section 2) with a line saying what each card answers. */
export const SECTION_META: Record<AnalysisSection, SectionMeta> = {
  dataCollection: {
    title: 'Data Collection',
    description: 'What the policy says is collected about you.',
    icon: Database,
  },
  dataSharing: {
    title: 'Data Sharing',
    description: 'Who your data is shared with or sold to.',
    icon: Share2,
  },
  userRights: { title: 'Your Rights', description: 'What you can ask for or control.', icon: Scale },
  restrictions: { title: 'Restrictions', description: 'Limits, conditions and legal terms.', icon: Lock },
  redFlags: { title: 'Red Flags', description: 'Practices that deserve a second look.', icon: Flag },
};

/** The four lists every plan gets, in the specification's order. */
export const LIST_SECTIONS = ['dataCollection', 'dataSharing', 'userRights', 'restrictions'] as const;
