import type { SurveyCategory } from "@shared/survey/question-bank";
import {
  Brain,
  Heart,
  HeartHandshake,
  Landmark,
  Leaf,
  type LucideIcon,
  MessageCircle,
  Palette,
  SlidersHorizontal,
  Target,
  UserRound,
} from "lucide-react";

/** The icons surveyCategoryDetails names, imported one by one to keep the bundle small. */
export const categoryIcons: Readonly<Record<SurveyCategory, LucideIcon>> = {
  demographics: UserRound,
  preferences: SlidersHorizontal,
  cultural: Landmark,
  personality: Brain,
  attachment: HeartHandshake,
  relationship: Heart,
  communication: MessageCircle,
  activities: Palette,
  goals: Target,
  lifestyle: Leaf,
};
