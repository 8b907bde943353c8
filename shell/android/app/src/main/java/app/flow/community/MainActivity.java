package app.flow.community;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
