import { createContext, useContext } from 'react';
import {
  allCompanyFeatures,
  type CompanyFeature,
  type CompanyFeatures,
} from '../../api-contract/company-features.ts';

const CompanyFeaturesContext = createContext<CompanyFeatures>(allCompanyFeatures);

/** What the session loaded for the user's company; RouteGate provides it around every page. */
export const CompanyFeaturesProvider = CompanyFeaturesContext.Provider;

/** Whether the company has `feature` on: a page leaves out what belongs to a feature that is off. */
export function useFeatureOn(feature: CompanyFeature): boolean {
  return useContext(CompanyFeaturesContext)[feature];
}
