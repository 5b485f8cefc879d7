<?php
/**
 * The dashboard widget: leads this week and this month, held and failed, which pages and which
 * campaigns brought them, the instant estimates shown and sent per service, and the next on-site
 * estimates booked (includes/leads-visits.php), read from the website's leads API. For those who may see the leads only.
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
	echo '<table class="widefat striped fixed"><thead><tr><td></td>';
	foreach ( $periods as $label ) {
		echo '<th scope="col" style="width:25%">' . esc_html( $label ) . '</th>';
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

	$breakdowns = array(
		'byPage'     => array(
			__( 'Page', 'gdm-concrete-content' ),
			static function ( $row ) {
				$page = gdm_concrete_leads_text( $row, 'page' );
				return '' !== $page ? $page : __( '(page not known)', 'gdm-concrete-content' );
			},
		),
		'byCampaign' => array(
			__( 'Campaign', 'gdm-concrete-content' ),
			static function ( $row ) {
				$parts = array_filter( array( gdm_concrete_leads_text( $row, 'source' ), gdm_concrete_leads_text( $row, 'campaign' ) ) );
				return empty( $parts ) ? __( 'No campaign (search, direct, word of mouth)', 'gdm-concrete-content' ) : implode( ' / ', $parts );
			},
		),
	);
	$titles = array(
		'byPage'     => __( 'Which pages they were sent from', 'gdm-concrete-content' ),
		'byCampaign' => __( 'Which campaigns brought them', 'gdm-concrete-content' ),
	);
	foreach ( $breakdowns as $key => list( $heading, $label ) ) {
		echo '<h3 style="margin:1.2em 0 .5em;font-weight:600">' . esc_html( $titles[ $key ] ) . '</h3>';
		gdm_concrete_leads_dashboard_breakdown( $answer['data'], $key, $heading, $label, $periods );
	}
	echo '<h3 style="margin:1.2em 0 .5em;font-weight:600">' . esc_html__( 'Instant estimates', 'gdm-concrete-content' ) . '</h3>';
	gdm_concrete_leads_dashboard_estimates( $answer['data'], $periods );
	gdm_concrete_visits_dashboard();
	printf(
		'<p><a href="%1$s">%2$s</a></p>',
		esc_url( gdm_concrete_leads_url() ),
		esc_html__( 'See every lead', 'gdm-concrete-content' )
	);
}

/**
 * One breakdown (by page or by campaign) as a table: a row per name, a column per period, the
 * month's most frequent first. Held leads and leads marked as spam are not in it (the site leaves them out).
 *
 * @param array<string, mixed>  $summary The summary the website answered.
 * @param string                $key     byPage or byCampaign.
 * @param string                $heading The first column's heading.
 * @param callable              $label   Name of a row.
 * @param array<string, string> $periods Period keys and their headings.
 */
function gdm_concrete_leads_dashboard_breakdown( $summary, $key, $heading, $label, $periods ) {
	$counts = array();
	foreach ( array_keys( $periods ) as $period ) {
		$rows = gdm_concrete_leads_rows( is_array( $summary[ $period ] ?? null ) ? ( $summary[ $period ][ $key ] ?? null ) : null );
		foreach ( array_slice( $rows, 0, 10 ) as $row ) {
			$name                       = (string) $label( $row );
			$counts[ $name ][ $period ] = ( $counts[ $name ][ $period ] ?? 0 ) + max( 0, (int) ( $row['count'] ?? 0 ) );
		}
	}
	if ( empty( $counts ) ) {
		printf( '<p>%s</p>', esc_html__( 'No leads yet.', 'gdm-concrete-content' ) );
		return;
	}
	uasort(
		$counts,
		static function ( $a, $b ) {
			return ( ( $b['month'] ?? 0 ) <=> ( $a['month'] ?? 0 ) ) ?: ( ( $b['week'] ?? 0 ) <=> ( $a['week'] ?? 0 ) );
		}
	);
	echo '<table class="widefat striped fixed"><thead><tr><th scope="col">' . esc_html( $heading ) . '</th>';
	foreach ( $periods as $period_label ) {
		echo '<th scope="col" style="width:25%">' . esc_html( $period_label ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	foreach ( $counts as $name => $by_period ) {
		echo '<tr><th scope="row">' . esc_html( (string) $name ) . '</th>';
		foreach ( array_keys( $periods ) as $period ) {
			echo '<td>' . esc_html( number_format_i18n( $by_period[ $period ] ?? 0 ) ) . '</td>';
		}
		echo '</tr>';
	}
	echo '</tbody></table>';
}

/**
 * The instant estimates (the site's /estimate page): per service, how many visitors were shown an
 * estimate and how many sent it as a lead, in each period. A service with none in either is left out.
 *
 * @param array<string, mixed>  $summary The summary the website answered.
 * @param array<string, string> $periods Period keys and their headings.
 */
function gdm_concrete_leads_dashboard_estimates( $summary, $periods ) {
	$counts = array();
	foreach ( array_keys( $periods ) as $period ) {
		$rows = gdm_concrete_leads_rows( is_array( $summary[ $period ] ?? null ) ? ( $summary[ $period ]['estimates'] ?? null ) : null );
		foreach ( array_slice( $rows, 0, 20 ) as $row ) {
			$service = gdm_concrete_leads_text( $row, 'service' );
			if ( '' === $service ) {
				continue;
			}
			$label = gdm_concrete_leads_text( $row, 'label' );
			$counts[ $service ]['label']           = '' !== $label ? $label : $service;
			$counts[ $service ][ $period . 'shown' ] = is_numeric( $row['shown'] ?? null ) ? max( 0, (int) $row['shown'] ) : 0;
			$counts[ $service ][ $period . 'sent' ]  = is_numeric( $row['sent'] ?? null ) ? max( 0, (int) $row['sent'] ) : 0;
		}
	}
	$counts = array_filter(
		$counts,
		static function ( $row ) {
			return array_sum( array_filter( $row, 'is_int' ) ) > 0;
		}
	);
	if ( empty( $counts ) ) {
		printf( '<p>%s</p>', esc_html__( 'No estimates shown yet.', 'gdm-concrete-content' ) );
		return;
	}
	echo '<table class="widefat striped fixed"><thead><tr><th scope="col">' . esc_html__( 'Service', 'gdm-concrete-content' ) . '</th>';
	foreach ( $periods as $period_label ) {
		/* translators: %s: a period, such as "Last 7 days". */
		echo '<th scope="col">' . esc_html( sprintf( __( 'Shown, %s', 'gdm-concrete-content' ), $period_label ) ) . '</th>';
		/* translators: %s: a period, such as "Last 7 days". */
		echo '<th scope="col">' . esc_html( sprintf( __( 'Sent, %s', 'gdm-concrete-content' ), $period_label ) ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	foreach ( $counts as $row ) {
		echo '<tr><th scope="row">' . esc_html( (string) $row['label'] ) . '</th>';
		foreach ( array_keys( $periods ) as $period ) {
			echo '<td>' . esc_html( number_format_i18n( $row[ $period . 'shown' ] ?? 0 ) ) . '</td>';
			echo '<td>' . esc_html( number_format_i18n( $row[ $period . 'sent' ] ?? 0 ) ) . '</td>';
		}
		echo '</tr>';
	}
	echo '</tbody></table>';
}
