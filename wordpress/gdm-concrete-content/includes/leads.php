<?php
/**
 * The Leads screen: the website's leads listed, searched, filtered and paged; one lead and its actions
 * (release, retry, spam) are in includes/leads-detail.php, the CSV export in includes/leads-export.php.
 * Administrators only, and Editors when an administrator allows it (includes/leads-editors.php).
 * Every lead is read from the website's store through the signed leads API (includes/leads-api.php);
 * nothing of a lead is saved in WordPress's database.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// A capability of the plugin's own, given to administrators once (on activation and on the upgrade to
// 1.3.0, see gdm_concrete_maybe_upgrade()): an owner may give it to an office manager's role with a
// role editor without making them an administrator, or take it from a role, and it stays so.
define( 'GDM_CONCRETE_LEADS_CAPABILITY', 'gdm_manage_leads' );
define( 'GDM_CONCRETE_LEADS_PAGE', 'gdm-leads' );

add_action( 'admin_menu', 'gdm_concrete_leads_menu' );

/**
 * Gives administrators the Leads capability. Called on activation and on the upgrade from a version
 * that gave it on every request (also when the plugin was active before the capability existed),
 * never on an ordinary request.
 */
function gdm_concrete_leads_grant() {
	$role = get_role( 'administrator' );
	if ( $role && ! $role->has_cap( GDM_CONCRETE_LEADS_CAPABILITY ) ) {
		$role->add_cap( GDM_CONCRETE_LEADS_CAPABILITY );
		// The signed-in user's capabilities may have been read from the role already in this request.
		if ( did_action( 'set_current_user' ) && is_user_logged_in() ) {
			wp_get_current_user()->get_role_caps();
		}
	}
}

/**
 * Leads in the admin menu, for those who have the capability only.
 */
function gdm_concrete_leads_menu() {
	add_menu_page(
		__( 'Leads', 'gdm-concrete-content' ),
		__( 'Leads', 'gdm-concrete-content' ),
		GDM_CONCRETE_LEADS_CAPABILITY,
		GDM_CONCRETE_LEADS_PAGE,
		'gdm_concrete_leads_page',
		'dashicons-email-alt',
		3
	);
}

/**
 * Stops anyone without the capability, with WordPress's own refusal page.
 */
function gdm_concrete_leads_require_capability() {
	if ( ! current_user_can( GDM_CONCRETE_LEADS_CAPABILITY ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to see the leads.', 'gdm-concrete-content' ), 403 );
	}
}

/**
 * The filters of the list, by the website's status names.
 *
 * @return array<string, string>
 */
function gdm_concrete_leads_filters() {
	return array(
		'all'    => __( 'All', 'gdm-concrete-content' ),
		'held'   => __( 'Held as spam', 'gdm-concrete-content' ),
		'failed' => __( 'Delivery failed', 'gdm-concrete-content' ),
		'test'   => __( 'Test', 'gdm-concrete-content' ),
	);
}

/**
 * The search, filter and page of this request, checked.
 *
 * @return array{q: string, status: string, paged: int}
 */
function gdm_concrete_leads_request() {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading a list's filter changes nothing.
	$q      = isset( $_REQUEST['s'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['s'] ) ) : '';
	$status = isset( $_REQUEST['status'] ) ? sanitize_key( wp_unslash( $_REQUEST['status'] ) ) : 'all';
	$paged  = isset( $_REQUEST['paged'] ) ? absint( $_REQUEST['paged'] ) : 1;
	// phpcs:enable
	return array(
		'q'      => mb_substr( $q, 0, 200 ),
		'status' => array_key_exists( $status, gdm_concrete_leads_filters() ) ? $status : 'all',
		'paged'  => min( max( 1, $paged ), 10000 ),
	);
}

/**
 * The address of the Leads screen with these arguments, each value encoded (add_query_arg() does not
 * encode: a lead id or a search with `&` or `#` in it would otherwise change the address).
 *
 * @param array<string, mixed> $args Arguments.
 * @return string
 */
function gdm_concrete_leads_url( $args = array() ) {
	$args = array_filter(
		$args,
		static function ( $value ) {
			return '' !== $value && null !== $value && 'all' !== $value && 1 !== $value;
		}
	);
	return add_query_arg(
		array_map( 'rawurlencode', array_map( 'strval', array_merge( array( 'page' => GDM_CONCRETE_LEADS_PAGE ), $args ) ) ),
		admin_url( 'admin.php' )
	);
}

/**
 * The screen: one lead when `lead` is given, else the list.
 */
function gdm_concrete_leads_page() {
	gdm_concrete_leads_require_capability();
	echo '<div class="wrap gdm-leads">';
	gdm_concrete_leads_notice();
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- showing a lead changes nothing.
	$lead = isset( $_GET['lead'] ) ? sanitize_text_field( wp_unslash( $_GET['lead'] ) ) : '';
	if ( '' !== $lead && preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $lead ) ) {
		gdm_concrete_leads_detail( $lead );
	} else {
		gdm_concrete_leads_list();
		// The coming on-site estimates, under the list's first page (includes/leads-visits.php).
		$request = gdm_concrete_leads_request();
		if ( 1 === $request['paged'] && '' === $request['q'] && 'all' === $request['status'] ) {
			gdm_concrete_visits_section();
		}
	}
	echo '</div>';
}

/**
 * The result of the last action, passed back in the address (a code, never text from outside).
 */
function gdm_concrete_leads_notice() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a code chosen from the list below.
	$code     = isset( $_GET['gdm_done'] ) ? sanitize_key( wp_unslash( $_GET['gdm_done'] ) ) : '';
	$messages = array(
		'released'       => array( 'success', __( 'Released: the lead is on its way to your lead service.', 'gdm-concrete-content' ) ),
		'unmarked'       => array( 'success', __( 'The spam mark is removed. The lead had been delivered already, so nothing was sent again.', 'gdm-concrete-content' ) ),
		'not-held'       => array( 'info', __( 'This lead is not held, so there was nothing to release.', 'gdm-concrete-content' ) ),
		'marked'         => array( 'success', __( 'Marked as spam. Nothing was deleted; "It is not spam" removes the mark.', 'gdm-concrete-content' ) ),
		'already-marked' => array( 'info', __( 'This lead was already marked as spam.', 'gdm-concrete-content' ) ),
		'retrying'       => array( 'success', __( 'Sent again: the failed delivery will be tried again in a moment.', 'gdm-concrete-content' ) ),
		'nothing'        => array( 'info', __( 'Nothing to send again: no delivery of this lead has failed.', 'gdm-concrete-content' ) ),
		'not-found'      => array( 'error', __( 'The website has no lead with this id.', 'gdm-concrete-content' ) ),
		'unreachable'    => array( 'error', __( 'The website could not be reached or refused the call. Check Settings → Concrete site and try again.', 'gdm-concrete-content' ) ),
		'export-error'   => array( 'error', __( 'The CSV could not be made: the website could not be reached or refused the call.', 'gdm-concrete-content' ) ),
	);
	if ( isset( $messages[ $code ] ) ) {
		printf(
			'<div class="notice notice-%1$s is-dismissible"><p>%2$s</p></div>',
			esc_attr( $messages[ $code ][0] ),
			esc_html( $messages[ $code ][1] )
		);
	}
}

/**
 * A notice for a call the website did not answer as expected.
 *
 * @param array<string, mixed> $answer The call's result.
 */
function gdm_concrete_leads_error( $answer ) {
	printf(
		'<div class="notice notice-error"><p>%s</p></div>',
		esc_html( '' !== $answer['error'] ? $answer['error'] : __( 'The website’s answer could not be read.', 'gdm-concrete-content' ) )
	);
}

/**
 * The list: filter links, the search, 25 leads a page newest first, and the export.
 */
function gdm_concrete_leads_list() {
	$request = gdm_concrete_leads_request();
	echo '<h1 class="wp-heading-inline">' . esc_html__( 'Leads', 'gdm-concrete-content' ) . '</h1>';
	printf(
		' <a class="page-title-action" href="%1$s">%2$s</a>',
		esc_url(
			wp_nonce_url(
				add_query_arg(
					array(
						'action' => 'gdm_leads_export',
						's'      => rawurlencode( $request['q'] ),
						'status' => rawurlencode( $request['status'] ),
					),
					admin_url( 'admin-post.php' )
				),
				'gdm_leads_export'
			)
		),
		esc_html__( 'Export these as CSV', 'gdm-concrete-content' )
	);
	echo '<hr class="wp-header-end">';
	echo '<p>' . esc_html__( 'Every quote request and message sent from the website. They are kept in the website’s own store, not in WordPress.', 'gdm-concrete-content' ) . '</p>';

	echo '<ul class="subsubsub">';
	$links = array();
	foreach ( gdm_concrete_leads_filters() as $status => $label ) {
		$links[] = sprintf(
			'<li><a href="%1$s"%2$s>%3$s</a>',
			esc_url(
				gdm_concrete_leads_url(
					array(
						'status' => $status,
						's'      => $request['q'],
					)
				)
			),
			$status === $request['status'] ? ' class="current" aria-current="page"' : '',
			esc_html( $label )
		);
	}
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every part escaped above.
	echo implode( " |</li>\n", $links ) . '</li></ul>';

	echo '<form method="get" action="' . esc_url( admin_url( 'admin.php' ) ) . '">';
	echo '<input type="hidden" name="page" value="' . esc_attr( GDM_CONCRETE_LEADS_PAGE ) . '">';
	echo '<input type="hidden" name="status" value="' . esc_attr( $request['status'] ) . '">';
	echo '<p class="search-box"><label class="screen-reader-text" for="gdm-leads-search">' . esc_html__( 'Search by name, e-mail or phone', 'gdm-concrete-content' ) . '</label>';
	echo '<input type="search" id="gdm-leads-search" name="s" maxlength="200" value="' . esc_attr( $request['q'] ) . '" placeholder="' . esc_attr__( 'Name, e-mail or phone', 'gdm-concrete-content' ) . '">';
	echo ' <input type="submit" class="button" value="' . esc_attr__( 'Search leads', 'gdm-concrete-content' ) . '"></p></form>';

	$answer = gdm_concrete_leads_call(
		'GET',
		'',
		array(
			'q'      => $request['q'],
			'status' => $request['status'],
			'page'   => $request['paged'],
		)
	);
	if ( ! $answer['ok'] || ! is_array( $answer['data'] ) ) {
		gdm_concrete_leads_error( $answer );
		return;
	}
	$leads    = gdm_concrete_leads_rows( $answer['data']['leads'] ?? null );
	$total    = isset( $answer['data']['total'] ) ? max( 0, (int) $answer['data']['total'] ) : 0;
	$per_page = isset( $answer['data']['perPage'] ) ? max( 1, (int) $answer['data']['perPage'] ) : 25;
	$pages    = (int) ceil( $total / $per_page );

	echo '<div class="tablenav top"><div class="tablenav-pages"><span class="displaying-num">';
	/* translators: %s: number of leads */
	echo esc_html( sprintf( _n( '%s lead', '%s leads', $total, 'gdm-concrete-content' ), number_format_i18n( $total ) ) );
	echo '</span>';
	gdm_concrete_leads_pagination( $request, $pages );
	echo '</div><br class="clear"></div>';

	echo '<table class="wp-list-table widefat fixed striped"><thead><tr>';
	// Widths in per cent, so an e-mail address or a page's path fits on one line on a laptop's screen.
	$columns = array(
		array( __( 'When', 'gdm-concrete-content' ), 13 ),
		array( __( 'Name', 'gdm-concrete-content' ), 13 ),
		array( __( 'Contact', 'gdm-concrete-content' ), 19 ),
		array( __( 'Form', 'gdm-concrete-content' ), 12 ),
		array( __( 'Page', 'gdm-concrete-content' ), 16 ),
		array( __( 'Campaign', 'gdm-concrete-content' ), 15 ),
		array( __( 'Status', 'gdm-concrete-content' ), 12 ),
	);
	foreach ( $columns as list( $column, $width ) ) {
		echo '<th scope="col" style="width:' . (int) $width . '%">' . esc_html( $column ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	if ( empty( $leads ) ) {
		echo '<tr><td colspan="7">' . esc_html__( 'No leads match.', 'gdm-concrete-content' ) . '</td></tr>';
	}
	foreach ( $leads as $lead ) {
		$id       = gdm_concrete_leads_text( $lead, 'id' );
		$name     = gdm_concrete_leads_text( $lead, 'name' );
		$campaign = array_filter( array( gdm_concrete_leads_text( $lead, 'utmSource' ), gdm_concrete_leads_text( $lead, 'utmCampaign' ) ) );
		echo '<tr>';
		echo '<td>' . esc_html( gdm_concrete_leads_date( gdm_concrete_leads_text( $lead, 'receivedAt' ) ) ) . '</td>';
		printf(
			'<td><strong><a href="%1$s">%2$s</a></strong></td>',
			esc_url( gdm_concrete_leads_url( array( 'lead' => $id ) ) ),
			esc_html( '' !== $name ? $name : __( '(no name)', 'gdm-concrete-content' ) )
		);
		echo '<td>' . esc_html( gdm_concrete_leads_text( $lead, 'email' ) ) . '<br>' . esc_html( gdm_concrete_leads_text( $lead, 'phone' ) ) . '</td>';
		echo '<td>' . esc_html( gdm_concrete_leads_text( $lead, 'form' ) ) . '</td>';
		echo '<td>' . esc_html( gdm_concrete_leads_text( $lead, 'page' ) ) . '</td>';
		echo '<td>' . esc_html( implode( ' / ', $campaign ) ) . '</td>';
		echo '<td>' . esc_html( gdm_concrete_leads_status_label( gdm_concrete_leads_text( $lead, 'status' ) ) );
		if ( ! empty( $lead['test'] ) ) {
			echo ' <span class="description">(' . esc_html__( 'test', 'gdm-concrete-content' ) . ')</span>';
		}
		echo '</td></tr>';
	}
	echo '</tbody></table>';
}

/**
 * Previous and next page links.
 *
 * @param array{q: string, status: string, paged: int} $request This request.
 * @param int                                          $pages   Number of pages.
 */
function gdm_concrete_leads_pagination( $request, $pages ) {
	if ( $pages <= 1 ) {
		return;
	}
	$link = static function ( $paged, $label, $text ) use ( $request ) {
		return sprintf(
			'<a class="button" href="%1$s" aria-label="%2$s">%3$s</a>',
			esc_url(
				gdm_concrete_leads_url(
					array(
						's'      => $request['q'],
						'status' => $request['status'],
						'paged'  => $paged,
					)
				)
			),
			esc_attr( $label ),
			esc_html( $text )
		);
	};
	echo '<span class="pagination-links"> ';
	if ( $request['paged'] > 1 ) {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in $link.
		echo $link( $request['paged'] - 1, __( 'Previous page', 'gdm-concrete-content' ), '‹' ) . ' ';
	}
	/* translators: 1: this page, 2: number of pages */
	echo '<span class="paging-input">' . esc_html( sprintf( __( 'Page %1$d of %2$d', 'gdm-concrete-content' ), $request['paged'], $pages ) ) . '</span>';
	if ( $request['paged'] < $pages ) {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in $link.
		echo ' ' . $link( $request['paged'] + 1, __( 'Next page', 'gdm-concrete-content' ), '›' );
	}
	echo '</span>';
}
