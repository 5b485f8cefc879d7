<?php
/**
 * The dashboard widget: leads this week and this month, held and failed, and which pages and which
 * campaigns brought them, read from the website's leads API. For those who may see the leads only.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'wp_dashboard_setup', 'gdm_concrete_leads_dashboard_setup' );

/**
 * Adds the widget for those who may see the leads.
 */
function gdm_concrete_leads_dashboard_setup() {
	if ( current_user_can( GDM_CONCRETE_LEADS_CAPABILITY ) ) {
		wp_add_dashboard_widget( 'gdm_leads_summary', __( 'Website leads', 'gdm-concrete-content' ), 'gdm_concrete_leads_dashboard' );
	}
}

/**
 * The widget.
 */
function gdm_concrete_leads_dashboard() {
	$answer = gdm_concrete_leads_call( 'GET', '/summary' );
	if ( ! $answer['ok'] || ! is_array( $answer['data'] ) ) {
		echo '<p>' . esc_html( '' !== $answer['error'] ? $answer['error'] : __( 'The website’s answer could not be read.', 'gdm-concrete-content' ) ) . '</p>';
		return;
	}
	$periods = array(
		'week'  => __( 'Last 7 days', 'gdm-concrete-content' ),
		'month' => __( 'Last 30 days', 'gdm-concrete-content' ),
	);
	echo '<table class="widefat striped"><thead><tr><td></td>';
	foreach ( $periods as $label ) {
		echo '<th scope="col">' . esc_html( $label ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	$rows = array(
		'total'  => __( 'Leads', 'gdm-concrete-content' ),
		'held'   => __( 'Held as spam', 'gdm-concrete-content' ),
		'failed' => __( 'Delivery failed', 'gdm-concrete-content' ),
	);
	foreach ( $rows as $key => $label ) {
		echo '<tr><th scope="row">' . esc_html( $label ) . '</th>';
		foreach ( array_keys( $periods ) as $period ) {
			$count = isset( $answer['data'][ $period ][ $key ] ) ? max( 0, (int) $answer['data'][ $period ][ $key ] ) : 0;
			echo '<td>' . esc_html( number_format_i18n( $count ) ) . '</td>';
		}
		echo '</tr>';
	}
	echo '</tbody></table>';

	$month = is_array( $answer['data']['month'] ?? null ) ? $answer['data']['month'] : array();
	echo '<h3>' . esc_html__( 'By page, last 30 days', 'gdm-concrete-content' ) . '</h3>';
	gdm_concrete_leads_dashboard_list(
		gdm_concrete_leads_rows( $month['byPage'] ?? null ),
		static function ( $row ) {
			$page = gdm_concrete_leads_text( $row, 'page' );
			return '' !== $page ? $page : __( '(page not known)', 'gdm-concrete-content' );
		}
	);
	echo '<h3>' . esc_html__( 'By campaign, last 30 days', 'gdm-concrete-content' ) . '</h3>';
	gdm_concrete_leads_dashboard_list(
		gdm_concrete_leads_rows( $month['byCampaign'] ?? null ),
		static function ( $row ) {
			$parts = array_filter( array( gdm_concrete_leads_text( $row, 'source' ), gdm_concrete_leads_text( $row, 'campaign' ) ) );
			return empty( $parts ) ? __( 'No campaign (search, direct, word of mouth)', 'gdm-concrete-content' ) : implode( ' / ', $parts );
		}
	);
	printf(
		'<p><a href="%1$s">%2$s</a></p>',
		esc_url( gdm_concrete_leads_url() ),
		esc_html__( 'See every lead', 'gdm-concrete-content' )
	);
}

/**
 * A short list of names and counts.
 *
 * @param array<int, array<string, mixed>> $rows  Rows.
 * @param callable                         $label Name of a row.
 */
function gdm_concrete_leads_dashboard_list( $rows, $label ) {
	if ( empty( $rows ) ) {
		echo '<p>' . esc_html__( 'No leads yet.', 'gdm-concrete-content' ) . '</p>';
		return;
	}
	echo '<ul>';
	foreach ( array_slice( $rows, 0, 10 ) as $row ) {
		printf(
			'<li>%1$s: <strong>%2$s</strong></li>',
			esc_html( $label( $row ) ),
			esc_html( number_format_i18n( max( 0, (int) ( $row['count'] ?? 0 ) ) ) )
		);
	}
	echo '</ul>';
}
