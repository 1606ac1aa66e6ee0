/**
 * Start-up training: class-data sharing and AOT-cache training runs ({@link jopt.tools.training.CdsTraining}, {@link jopt.tools.training.ServerTraining}) and warm-up ({@link jopt.tools.training.WarmUp}).
 */
package jopt.tools.training;
