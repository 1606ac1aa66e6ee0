/**
 * Start-up training: class-data sharing and AOT-cache training runs ({@link jopt.tools.training.CdsTraining}, {@link jopt.tools.training.ServerTraining}).
 */
package jopt.tools.training;
